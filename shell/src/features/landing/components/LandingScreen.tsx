import { ButtonLink, HeartIcon, theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import friendsUrl from '../assets/friends.svg';

/** / — the first screen a visitor sees (spec §2, Landing). */
export function LandingScreen() {
  return (
    <Screen>
      <Content>
        <Brand>
          <Logo>
            <HeartIcon size={34} />
          </Logo>
          <Title>Wishlist</Title>
          <Tagline>How will they know unless you tell them?</Tagline>
        </Brand>
        <Hero src={friendsUrl} alt="A group of friends smiling together" width={360} height={240} />
        <ButtonLink to="/signup">Sign Up/Sign In</ButtonLink>
      </Content>
      <Footer>
        <nav aria-label="About Wishlist">
          <FooterLinks>
            <li><FooterLink to="/faq">FAQ</FooterLink></li>
            <li><FooterLink to="/contact">Contact Us</FooterLink></li>
            <li><FooterLink to="/terms">Terms &amp; Conditions</FooterLink></li>
          </FooterLinks>
        </nav>
        <Copyright>© Wishlist 2025</Copyright>
      </Footer>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 28px;
  padding: 32px 24px 24px;
  background: radial-gradient(120% 60% at 50% 0%, ${theme.color.tint} 0%, ${theme.color.background} 70%);
`;

/** Brand, hero and call to action, centred in the space above the footer. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  margin: auto 0;
`;

const Brand = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`;

const Logo = styled.div`
  display: grid;
  place-items: center;
  width: 68px;
  height: 68px;
  border-radius: 22px;
  background: ${theme.color.gradient};
  color: #fff;
  box-shadow: ${theme.shadow.raised};
`;

const Title = styled.h1`
  margin-top: 18px;
  font-family: ${theme.font.display};
  font-size: 42px;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.color.primaryStrong};
`;

const Tagline = styled.p`
  margin-top: 8px;
  max-width: 280px;
  color: ${theme.color.muted};
  font-size: 17px;
  line-height: 24px;
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

const Footer = styled.footer`
  text-align: center;
  font-size: 14px;
  color: ${theme.color.muted};
`;

const FooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 18px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  margin-top: 10px;
`;
