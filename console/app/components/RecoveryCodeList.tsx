/** Recovery codes as they are shown, once: large, monospaced, one per line. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ol
      data-codes
      className="grid gap-2 rounded-xl bg-surface p-4 font-mono text-base text-ink-900 ring-1 ring-line sm:grid-cols-2"
    >
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ol>
  );
}
