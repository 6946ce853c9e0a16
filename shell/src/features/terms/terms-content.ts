// The Terms & Conditions in the 13 sections of spec §2. Eligibility (18+) and the 30 days' notice of material
// changes come from spec §5 and §9.

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export const TERMS_LAST_UPDATED = 'January 1, 2025';

export const termsSections: TermsSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      'By creating an account or using Wishlist, you agree to these Terms & Conditions. If you do not agree, do not use Wishlist.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      'You must be at least 18 years old to use Wishlist. By using it, you confirm that you are 18 or older and that you may lawfully enter into these terms.',
    ],
  },
  {
    title: 'Your Account',
    paragraphs: [
      'You are responsible for your account and for keeping your password secret. The information you give us must be true and kept up to date.',
      'One person may have one account. Tell us straight away if you think someone else is using your account.',
    ],
  },
  {
    title: 'Content and Conduct',
    paragraphs: [
      'You are responsible for the photos, videos and text you share. Do not post anything that is unlawful, hateful, sexually explicit, misleading, or that belongs to someone else.',
      'Treat other members with respect. Harassment, threats, scams and impersonation are not allowed, and neither is contacting people who have made clear they do not want contact.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'We collect and use your personal data only to run Wishlist: to show your profile to other members, to suggest people to you, and to process your payments. We never sell your data.',
    ],
  },
  {
    title: 'Subscriptions and Payments',
    paragraphs: [
      'Premium and Gold are monthly subscriptions at the price shown on the Pricing page when you subscribe. Payments are processed by Stripe.',
      'You can cancel at any time from the Subscription page; your plan stays active until the end of the billing period you have paid for. Payments already made are not refunded unless the law requires it.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'Wishlist, its name, logo, design and software belong to us. You keep the rights to your own content and give us a licence to show it within Wishlist for as long as it is on your profile.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You may stop using Wishlist and ask us to delete your account at any time. We may suspend or close an account that breaks these terms, with notice where we reasonably can.',
    ],
  },
  {
    title: 'Disclaimer',
    paragraphs: [
      'Wishlist is provided "as is". We do not run background checks on members and cannot promise that you will find a match or that other members are who they say they are.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for indirect or consequential losses, or for the conduct of other members on or off Wishlist. Our total liability is limited to the amount you paid us in the last 12 months.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the place where Wishlist is established, without prejudice to the consumer protections of the country you live in.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms. We will tell you about material changes at least 30 days before they take effect. Continuing to use Wishlist after that means you accept the new terms.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about these terms? Write to us from the Contact Us page.'],
  },
];
