import type { Profile } from '@wishlist/contract/client/types.gen.ts';
import { shownOrder } from '@wishlist/shared-data/photo-order';
import { InstagramIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { IconText } from '../../../components/IconText.tsx';
import { Photo } from '../../../components/Photo.tsx';
import { photoText } from '../../../lib/profile-photos.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { EmptyNote } from './ProfileSection.tsx';
import { PhotoButton } from './PhotoButton.tsx';

/** Spec §9: profile grids show at most 6 items. */
const MAX_PHOTOS = 6;

interface InstagramPhotosProps {
  person: Profile;
  /** Opens the full-screen viewer on this photo. */
  open: (url: string) => void;
  /** The accessible name of the button that opens this photo. */
  label: (url: string) => string;
}

/** The person's Instagram handle and photos, 3 to a row; each opens full screen. */
export function InstagramPhotos({ person, open, label }: InstagramPhotosProps) {
  const intl = useIntl();
  const photos = shownOrder(person.instagramPhotos).slice(0, MAX_PHOTOS);
  return (
    <>
      <Handle icon={<InstagramIcon size={16} />} text={person.instagramHandle} />
      {photos.length > 0 ? (
        <Grid>
          {photos.map((url, n) => (
            <li key={url}>
              <PhotoButton type="button" aria-label={label(url)} onClick={() => open(url)}>
                <GridPhoto
                  $ratio="1"
                  src={url}
                  alt={photoText(
                    person,
                    url,
                    intl.formatMessage({ id: 'profile.photoN' }, { name: person.name, n: n + 1 }),
                  )}
                  loading="lazy"
                />
              </PhotoButton>
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyNote>
          <FormattedMessage id="profile.noPhotos" />
        </EmptyNote>
      )}
    </>
  );
}

const Handle = styled(IconText)`
  gap: 6px;
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.size.sm};
  font-weight: 600;
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const GridPhoto = styled(Photo)`
  border-radius: ${theme.radius.sm};
`;
