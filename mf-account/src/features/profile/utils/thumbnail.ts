/** The grid shows a photo's thumbnail (at most 400 px) when the server made one: uploads, not the demo pictures. */
export const thumbnailOf = (url: string) => (url.startsWith('/media/users/') ? `${url}?variant=thumbnail` : url);
