/**
 * Artwork beside the article's title: wallets on every network and bank accounts meeting
 * in one central switch, then one merchant account.
 */
export function InteropDiagram() {
  const wallets = [60, 150, 240];
  return (
    <svg
      viewBox="0 0 420 300"
      aria-hidden="true"
      className="ml-auto w-full max-w-md"
      fontFamily="inherit"
    >
      <defs>
        <radialGradient id="interop-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#17a57a" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#17a57a" stopOpacity="0" />
        </radialGradient>
      </defs>
      {wallets.map((y) => (
        <path
          key={y}
          d={`M118 ${y} C 160 ${y}, 170 150, 210 150`}
          fill="none"
          stroke="#6fd0a8"
          strokeOpacity="0.7"
          strokeWidth="2"
          strokeDasharray="5 6"
        />
      ))}
      <path d="M210 150 H 300" stroke="#fbc531" strokeWidth="2.5" />
      <path
        d="M210 150 C 250 150, 250 250, 300 250"
        fill="none"
        stroke="#6fd0a8"
        strokeOpacity="0.7"
        strokeWidth="2"
        strokeDasharray="5 6"
      />
      {wallets.map((y, i) => (
        <g key={y}>
          <rect
            x="8"
            y={y - 22}
            width="110"
            height="44"
            rx="12"
            fill="white"
            fillOpacity="0.08"
            stroke="white"
            strokeOpacity="0.25"
          />
          <circle cx="30" cy={y} r="9" fill={["#fbc531", "#17a57a", "#ffd866"][i]} />
          <text x="46" y={y - 3} fill="white" fontSize="11" fontWeight="600">
            Wallet
          </text>
          <text x="46" y={y + 12} fill="white" fillOpacity="0.7" fontSize="10">
            {`Network ${"ABC"[i]}`}
          </text>
        </g>
      ))}
      <circle cx="210" cy="150" r="70" fill="url(#interop-glow)" />
      <circle cx="210" cy="150" r="34" fill="#0c6b51" stroke="#6fd0a8" strokeWidth="2" />
      <text x="210" y="147" textAnchor="middle" fill="white" fontSize="10" fontWeight="700">
        Central
      </text>
      <text x="210" y="160" textAnchor="middle" fill="white" fontSize="10" fontWeight="700">
        switch
      </text>
      <rect x="300" y="122" width="112" height="56" rx="14" fill="#fbc531" />
      <text x="356" y="146" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        Your merchant
      </text>
      <text x="356" y="161" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        account
      </text>
      <rect
        x="300"
        y="228"
        width="112"
        height="44"
        rx="12"
        fill="white"
        fillOpacity="0.08"
        stroke="white"
        strokeOpacity="0.25"
      />
      <text x="356" y="254" textAnchor="middle" fill="white" fontSize="11" fontWeight="600">
        Bank accounts
      </text>
    </svg>
  );
}
