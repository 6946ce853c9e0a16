// Line icons on a 24 px grid, drawn in currentColor. Decorative: the button or link around one names it.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface IconProps {
  size?: number;
  className?: string;
}

function icon(paths: ReactNode, filled = false) {
  return function Icon({ size = 24, className }: IconProps) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  };
}

export const HeartIcon = icon(
  <path d="M12 21s-7.6-4.7-10.1-9.3C.4 8.8 1.9 4.9 5.6 4.2 8 3.7 10.2 4.9 12 7.1c1.8-2.2 4-3.4 6.4-2.9 3.7.7 5.2 4.6 3.7 7.5C19.6 16.3 12 21 12 21z" />,
  true,
);
export const HeartOutlineIcon = icon(
  <path d="M12 20s-7-4.4-9.3-8.6C1.3 8.7 2.7 5.3 6 4.7c2.1-.4 4.1.7 6 2.8 1.9-2.1 3.9-3.2 6-2.8 3.3.6 4.7 4 3.3 6.7C19 15.6 12 20 12 20z" />,
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
/** "Back": points the way a line of text starts, so to the right in a right-to-left page. */
export const ArrowLeftIcon = styled(icon(<path d="M19 12H5M11 18l-6-6 6-6" />))`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);
export const SparklesIcon = icon(
  <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />,
);
export const TrashIcon = icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const CameraIcon = icon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const CrownIcon = icon(<path d="M3 18h18M4 8l4 4 4-7 4 7 4-4-2 10H6z" />);
export const InstagramIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7" />);
export const CommentIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z" />);
export const SendIcon = icon(<path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />);
export const StarIcon = icon(
  <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />,
  true,
);
export const BoltIcon = icon(<path d="M13.5 2L4.5 13.5h6.5L9.5 22l9-11.5H12z" />, true);
export const SlidersIcon = icon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.2 2.3-2.4 3.5M6.1 6.2C4 7.6 2.6 9.8 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5-1.5" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const CrosshairIcon = icon(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);
export const MoreIcon = icon(
  <>
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </>,
  true,
);
export const BlockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </>,
);
export const FlagIcon = icon(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
export const UnmatchIcon = icon(
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM4 4l16 16" />,
);
export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 4.6-3.4 8.3-8 9-4.6-.7-8-4.4-8-9V6zM8.5 12l2.5 2.5 4.5-5" />);
export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
