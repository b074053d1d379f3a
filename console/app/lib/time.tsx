const accra = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Accra",
});

/** A time as staff read it (Accra is UTC all year), inside a machine-readable <time>. */
export function Time({ value }: { value: Date | string | null | undefined }) {
  if (!value) return <>—</>;
  const date = typeof value === "string" ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{accra.format(date)}</time>;
}
