import { ButtonLink, CompassIcon, EmptyState } from '@wishlist/ui';
import styled from 'styled-components';
import { usePageTitle } from '../../lib/page-title.ts';

/** Any path the router does not know (spec §2). */
export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <Screen>
      <EmptyState
        headingLevel={1}
        icon={<CompassIcon size={34} />}
        title="Page Not Found"
        text="The page you're looking for doesn't exist or has moved."
        action={<ButtonLink to="/">Back to Wishlist</ButtonLink>}
      />
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
`;
