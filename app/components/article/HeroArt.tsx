import type { HeroArtName } from "#app/content/articles.ts";
import { InteropDiagram } from "./InteropDiagram.tsx";

const card = { fill: "white", fillOpacity: 0.08, stroke: "white", strokeOpacity: 0.25 };

/** A signed mandate, then the same debit settling month after month. */
function DirectDebitArt() {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
  return (
    <svg viewBox="0 0 420 300" aria-hidden="true" className="ml-auto w-full max-w-md">
      <rect x="20" y="24" width="170" height="118" rx="16" {...card} />
      <text x="40" y="56" fill="#fbc531" fontSize="11" fontWeight="700">
        MANDATE
      </text>
      <text x="40" y="80" fill="white" fontSize="12" fontWeight="600">
        GHS 250.00 monthly
      </text>
      <text x="40" y="100" fill="white" fillOpacity="0.7" fontSize="11">
        Approved with PIN
      </text>
      <path d="M40 120 q 12 -14 24 0 t 24 0 t 24 0" fill="none" stroke="#6fd0a8" strokeWidth="2" />
      <path
        d="M190 84 C 250 84, 240 200, 300 200"
        fill="none"
        stroke="#6fd0a8"
        strokeOpacity="0.7"
        strokeWidth="2"
        strokeDasharray="5 6"
      />
      {months.map((m, i) => {
        const x = 20 + (i % 3) * 64;
        const y = 170 + Math.floor(i / 3) * 62;
        return (
          <g key={m}>
            <rect x={x} y={y} width="54" height="50" rx="12" {...card} />
            <text x={x + 27} y={y + 20} textAnchor="middle" fill="white" fontSize="11">
              {m}
            </text>
            <circle
              cx={x + 27}
              cy={y + 34}
              r="7"
              fill={i < 4 ? "#17a57a" : "none"}
              stroke="#6fd0a8"
            />
          </g>
        );
      })}
      <rect x="300" y="172" width="112" height="56" rx="14" fill="#fbc531" />
      <text x="356" y="196" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        Collected on
      </text>
      <text x="356" y="211" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        the due date
      </text>
    </svg>
  );
}

/** A basic handset showing a short USSD payment menu. */
function UssdArt() {
  const lines = [
    "1. Pay school fees",
    "2. Pay a bill",
    "3. Buy airtime",
    "4. My account",
    "0. Back",
  ];
  return (
    <svg viewBox="0 0 420 300" aria-hidden="true" className="ml-auto w-full max-w-md">
      <rect
        x="120"
        y="8"
        width="180"
        height="284"
        rx="28"
        fill="#0c6b51"
        stroke="#6fd0a8"
        strokeWidth="2"
      />
      <rect x="138" y="40" width="144" height="150" rx="8" fill="#e8f7f0" />
      <text x="150" y="62" fill="#06111f" fontSize="11" fontWeight="700">
        *000# Payments
      </text>
      {lines.map((line, i) => (
        <text key={line} x="150" y={84 + i * 18} fill="#06111f" fontSize="11">
          {line}
        </text>
      ))}
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={146 + col * 46}
            y={206 + row * 26}
            width="36"
            height="18"
            rx="9"
            fill="white"
            fillOpacity="0.2"
          />
        )),
      )}
      <circle cx="60" cy="110" r="34" fill="#fbc531" />
      <text x="60" y="107" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        No data
      </text>
      <text x="60" y="121" textAnchor="middle" fill="#06111f" fontSize="11" fontWeight="700">
        needed
      </text>
      <rect x="318" y="150" width="94" height="56" rx="14" {...card} />
      <text x="365" y="174" textAnchor="middle" fill="white" fontSize="11" fontWeight="600">
        SMS receipt
      </text>
      <text x="365" y="190" textAnchor="middle" fill="white" fillOpacity="0.7" fontSize="10">
        GHS 150.00 paid
      </text>
    </svg>
  );
}

const arts: Record<HeroArtName, () => React.JSX.Element> = {
  interop: InteropDiagram,
  "direct-debit": DirectDebitArt,
  ussd: UssdArt,
};

/** The banner artwork an article's front matter names in `hero:`. */
export function HeroArt({ name }: { name: HeroArtName }) {
  const Art = arts[name];
  return <Art />;
}
