import { ButtonLink, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { BrandHeader } from '../../../components/layout/BrandHeader.tsx';
import { SiteFooter } from '../../../components/layout/SiteFooter.tsx';
import friendsUrl from '../assets/friends.svg';

/** / — the first screen a visitor sees (spec §2, Landing). */
export function LandingScreen() {
  return (
    <Screen>
      <Main>
        <BrandHeader size="hero" title="Wishlist" subtitle="How will they know unless you tell them?" />
        <Hero src={friendsUrl} alt="A group of friends smiling together" width={360} height={240} />
        <ButtonLink to="/signup" size="lg">
          Sign Up/Sign In
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
