// Line icons on a 24 px grid, drawn in currentColor. Decorative: the button or link around one names it.
import type { ReactNode } from 'react';

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
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />);
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
