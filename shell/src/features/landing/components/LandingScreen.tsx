import { ButtonLink, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { BrandHeader } from '../../../components/layout/BrandHeader.tsx';
import { SiteFooter } from '../../../components/layout/SiteFooter.tsx';
import friendsUrl from '../assets/friends.svg';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/** / — the first screen a visitor sees (spec §2, Landing). */
/** The app's name, the same in every language. */
const BRAND_NAME = 'Wishlist';

export function LandingScreen() {
  const intl = useIntl();
  return (
    <Screen>
      <Main>
        <BrandHeader size="hero" title={BRAND_NAME} subtitle={intl.formatMessage({ id: 'landing.subtitle' })} />
        <Hero src={friendsUrl} alt={intl.formatMessage({ id: 'landing.heroAlt' })} width={360} height={240} />
        <ButtonLink to="/signup" size="lg">
          <FormattedMessage id="landing.start" />
        </ButtonLink>
      </Main>
      <SiteFooter />
    </Screen>
  );
}

const Screen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  background: radial-gradient(120% 60% at 50% 0%, ${theme.color.tint} 0%, ${theme.color.background} 70%);
`;

/** Brand, hero and call to action, centred in the space above the footer. */
const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  gap: 28px;
  padding: 32px 24px 8px;
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
`;
