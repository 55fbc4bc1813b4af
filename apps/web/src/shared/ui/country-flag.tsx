/** The flag of a country that can sign in (spec §3: the country code comes "with a flag image"), 3:2, decorative. */
export function CountryFlag({ countryCode, className }: { countryCode: string; className?: string }) {
  if (countryCode === "+91") {
    return (
      <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#fff" />
        <rect width="30" height="6.67" fill="#FF9933" />
        <rect y="13.33" width="30" height="6.67" fill="#138808" />
        <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
        <circle cx="15" cy="10" r="0.6" fill="#000080" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#B22234" />
      {[1, 3, 5, 7, 9, 11].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3C3B6E" />
      {[2, 6, 10].map((x) => [2.2, 5.4, 8.6].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.7" fill="#fff" />))}
    </svg>
  );
}
