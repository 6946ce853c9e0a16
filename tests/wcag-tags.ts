/**
 * The rules of WCAG 2.2 at levels A and AA, as axe-core tags them (issue [AA]): the browser tests' audit of every
 * screen and Storybook's of every story run these same rules.
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
