import { theme } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The links every public screen carries (spec §2: FAQ, Contact Us, Terms & Conditions, Accessibility) and the
 * copyright line.
 */
export function SiteFooter() {
  return (
    <Footer>
      <nav aria-label="About Wishlist">
        <Links>
          <li>
            <FooterLink to="/faq">FAQ</FooterLink>
          </li>
          <li>
            <FooterLink to="/contact">Contact Us</FooterLink>
          </li>
          <li>
            <FooterLink to="/terms">Terms &amp; Conditions</FooterLink>
          </li>
          <li>
            <FooterLink to="/accessibility">Accessibility</FooterLink>
          </li>
        </Links>
      </nav>
      <Copyright>© Wishlist 2025</Copyright>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
  text-align: center;
  font-size: 14px;
  color: ${theme.color.muted};
`;
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
// 44 px tall: a target a finger hits reliably (WCAG 2.5.5).
const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 2px;
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const Copyright = styled.p`
  margin-top: ${theme.space.sm};
`;
