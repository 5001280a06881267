/** The favourites' heart, drawn by the stylesheet of where it stands (fill, stroke). */
export function HeartIcon({ className, size = 22 }: { className?: string; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className={className}>
      <path d="M12 20.7 10.6 19.4C5.4 14.7 2 11.6 2 7.9 2 4.9 4.4 2.5 7.4 2.5c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.4 5.4 5.4 0 3.7-3.4 6.8-8.6 11.5z" />
    </svg>
  );
}
