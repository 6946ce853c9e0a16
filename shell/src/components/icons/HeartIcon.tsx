interface HeartIconProps {
  size?: number;
  className?: string;
}

export function HeartIcon({ size = 24, className }: HeartIconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21s-7.6-4.7-10.1-9.3C.4 8.8 1.9 4.9 5.6 4.2 8 3.7 10.2 4.9 12 7.1c1.8-2.2 4-3.4 6.4-2.9 3.7.7 5.2 4.6 3.7 7.5C19.6 16.3 12 21 12 21z"
      />
    </svg>
  );
}
