import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { problemText, summaryWords } from "#app/content/bulk-pay-checker.ts";
import * as checker from "./check-payout-file.ts";
import { correctedCsv, problemsCsv, type CheckResult } from "./check-payout-file.ts";
import { NETWORK_PREFIXES } from "./ghana-mobile-networks.ts";
import { MAX_ROWS, PAYOUT_COLUMNS, PAYOUT_NETWORKS, templateCsv } from "./payout-columns.ts";
import { checkSummaryLine as summaryLine } from "./summary-line.ts";

// The checker as the page runs it: with the seed's words (the published ones in production).
const checkPayoutCsv = (text: string) => checker.checkPayoutCsv(text, problemText);
const checkPayoutFile = (bytes: Uint8Array, fileName: string) =>
  checker.checkPayoutFile(bytes, fileName, problemText);
const normaliseMsisdn = (raw: string) => checker.normaliseMsisdn(raw, problemText);
const parseAmount = (raw: string) => checker.parseAmount(raw, problemText);
const checkSummaryLine = (result: Parameters<typeof summaryLine>[0]) =>
  summaryLine(result, summaryWords);

const HEADER = PAYOUT_COLUMNS.join(",");
const csv = (...rows: string[]) => [HEADER, ...rows].join("\r\n") + "\r\n";
const bytes = (text: string) => new TextEncoder().encode(text);
/** Each problem as "row column severity: problem", for readable expectations. */
const listed = (result: CheckResult) =>
  result.problems.map((p) => `${p.row ?? "-"} ${p.column} ${p.severity}: ${p.problem}`);

describe("the template", () => {
  it("has the column set and two example rows, which pass the check", () => {
    const lines = templateCsv().trimEnd().split("\r\n");
    expect(lines[0]).toBe("name,msisdn,network,amount,reference");
    expect(lines).toHaveLength(3);
    const result = checkPayoutCsv(templateCsv());
    expect(result).toMatchObject({ rows: 2, errors: 0, warnings: 0, totalPesewas: 145_050 });
  });
});

describe("msisdn", () => {
  it.each([
    ["0241234567", "233241234567"],
    ["024 123 4567", "233241234567"],
    ["+233 24 123 4567", "233241234567"],
    ["+233241234567", "233241234567"],
    ["233241234567", "233241234567"],
    ["233 24 123 4567", "233241234567"],
    ["00233241234567", "233241234567"],
    ["024-123-4567", "233241234567"],
    [" 0551234567 ", "233551234567"],
  ])("%s is accepted as %s", (raw, normalised) => {
    expect(normaliseMsisdn(raw)).toEqual({ ok: true, msisdn: normalised, leadingZeroLost: false });
  });

  it("a number that lost its leading 0 in a spreadsheet is read, with a warning", () => {
    expect(normaliseMsisdn("241234567")).toEqual({
      ok: true,
      msisdn: "233241234567",
      leadingZeroLost: true,
    });
    const result = checkPayoutCsv(csv("Ama,241234567,MTN,10,"));
    expect(listed(result)).toEqual([
      `2 msisdn warning: "241234567" has lost its leading 0 (spreadsheets drop it); read as 0241234567.`,
    ]);
  });

  it.each([
    ["0302741800", "a landline"],
    ["0241234", "too short"],
    ["02412345678", "too long"],
    ["+234 803 123 4567", "a Nigerian number"],
    ["024123456a", "a letter"],
    ["call 0241234567", "words around it"],
    ["0800123456", "a toll-free number"],
  ])("%s (%s) is an error", (raw) => {
    const check = normaliseMsisdn(raw);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem.problem).toContain("is not a Ghanaian mobile number");
  });

  it("an empty number and scientific notation have their own message", () => {
    const empty = normaliseMsisdn(" ");
    expect(!empty.ok && empty.problem.problem).toBe("The number is empty.");
    const scientific = normaliseMsisdn("2.33241E+11");
    expect(!scientific.ok && scientific.problem.problem).toContain("scientific notation");
  });
});

describe("network", () => {
  // Of 025, libphonenumber-js (Google's numbering data) counts only 0256 and 0257 as mobile.
  const sample = (prefix: string) => (prefix === "025" ? "0256123456" : `${prefix}1234567`);

  it.each(Object.entries(NETWORK_PREFIXES))(
    "%s is a %s range: no warning for its own network, a warning for each other one",
    (prefix, network) => {
      const own = checkPayoutCsv(csv(`Ama,${sample(prefix)},${network},10,`));
      expect(listed(own)).toEqual([]);
      for (const other of PAYOUT_NETWORKS.filter((n) => n !== network)) {
        const ported = checkPayoutCsv(csv(`Ama,${sample(prefix)},${other},10,`));
        expect(listed(ported)).toEqual([
          `2 network warning: Numbers starting ${prefix} are usually ${network}, but the row says ${other}.`,
        ]);
      }
    },
  );

  it("a mobile range of none of the three networks is a warning", () => {
    expect(listed(checkPayoutCsv(csv("Ama,0231234567,MTN,10,")))).toEqual([
      "2 network warning: Numbers starting 023 are not MTN, Telecel, AT numbers, but the row says MTN.",
    ]);
  });

  it("is read without regard to case and written as the template spells it", () => {
    const result = checkPayoutCsv(csv("Ama,0201234567,telecel,10,", "Kofi,0261234567,at,10,"));
    expect(result.errors + result.warnings).toBe(0);
    expect(result.corrected!.map((r) => r.network)).toEqual(["Telecel", "AT"]);
  });

  it("empty, unknown and old names are errors", () => {
    const result = checkPayoutCsv(
      csv(
        "A,0241234567,,10,",
        "B,0241234568,Glo,10,",
        "C,0201234567,Vodafone,10,",
        "D,0261234567,AirtelTigo,10,",
      ),
    );
    expect(listed(result)).toEqual([
      "2 network error: The network is empty.",
      '3 network error: "Glo" is not a network we pay to.',
      '4 network error: "Vodafone" now trades as Telecel.',
      '5 network error: "AirtelTigo" now trades as AT.',
    ]);
  });
});

describe("amount", () => {
  it.each([
    ["250", 25_000],
    ["250.5", 25_050],
    ["250.50", 25_050],
    ["0.01", 1],
    [" 1200 ", 120_000],
    ["007.10", 710],
  ])("%s is %i pesewas", (raw, pesewas) => {
    expect(parseAmount(raw)).toEqual({ ok: true, pesewas });
  });

  it.each([
    ["", "The amount is empty."],
    ["GHS 250", 'The amount "GHS 250" has a currency sign or code.'],
    ["GH₵250.00", 'The amount "GH₵250.00" has a currency sign or code.'],
    ["₵ 250", 'The amount "₵ 250" has a currency sign or code.'],
    ["250 cedis", 'The amount "250 cedis" has a currency sign or code.'],
    ["1,234.50", 'The amount "1,234.50" has a thousands separator.'],
    ["1 234", 'The amount "1 234" has a thousands separator.'],
    ["12,50", 'The amount "12,50" uses a comma for decimals.'],
    ["10.505", 'The amount "10.505" has more than two decimals.'],
    ["-5", 'The amount "-5" is not more than 0.'],
    ["0", 'The amount "0" is not more than 0.'],
    ["0.00", 'The amount "0.00" is not more than 0.'],
    ["1e3", 'The amount "1e3" is not a number.'],
    [".5", 'The amount ".5" is not a number.'],
    ["ten", 'The amount "ten" is not a number.'],
  ])("%j is an error: %s", (raw, message) => {
    const check = parseAmount(raw);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem.problem).toBe(message);
  });

  it("the total adds up the well-formed amounts only, to the pesewa", () => {
    const result = checkPayoutCsv(
      csv("A,0241234567,MTN,0.10,", "B,0241234568,MTN,0.20,", 'C,0241234569,MTN,"1,000",'),
    );
    expect(result.totalPesewas).toBe(30);
  });
});

describe("rows", () => {
  it("an empty name is an error", () => {
    expect(listed(checkPayoutCsv(csv(" ,0241234567,MTN,10,")))).toEqual([
      "2 name error: The name is empty.",
    ]);
  });

  it("the same number and amount twice is a warning on the second, however the number is written", () => {
    const result = checkPayoutCsv(
      csv(
        "Ama,0241234567,MTN,10,",
        "Kofi,0241234567,MTN,20,",
        "Ama again,+233 24 123 4567,MTN,10.00,",
        "Ama thrice,233241234567,MTN,10,",
      ),
    );
    expect(listed(result)).toEqual([
      "4 msisdn warning: Same number and amount as row 2.",
      "5 msisdn warning: Same number and amount as row 2.",
    ]);
  });

  it("a row with too few or too many columns is an error; trailing empty columns are fine", () => {
    const result = checkPayoutCsv(
      csv("Ama,0241234567,MTN,10", "Kofi,0241234568,MTN,1,234.50,x", "Esi,0241234569,MTN,10,,,"),
    );
    expect(listed(result)).toEqual([
      "2 row error: This row has 4 columns instead of 5.",
      "3 row error: This row has 6 columns instead of 5.",
    ]);
  });

  it("row numbers are the spreadsheet's, blank lines and quoted line breaks included", () => {
    const result = checkPayoutCsv(
      csv(
        "Ama,0241234567,MTN,10,",
        "",
        '"Kofi\nBoateng",0241234568,MTN,x,',
        "Esi,0241234569,MTN,y,",
      ),
    );
    expect(result.rows).toBe(3);
    expect(result.problems.map((p) => p.row)).toEqual([4, 5]);
  });

  it("the corrected file has the template's header and every number normalised", () => {
    const result = checkPayoutCsv(
      csv(
        'Ama Mensah,024 123 4567,mtn,250,"Salary, November"',
        "Kofi,+233 20 123 4567,Telecel,x,",
        "Esi,not a number,AT,5,",
      ),
    );
    const rows = Papa.parse<string[]>(correctedCsv(result.corrected!)).data;
    expect(rows).toEqual([
      [...PAYOUT_COLUMNS],
      ["Ama Mensah", "233241234567", "MTN", "250", "Salary, November"],
      ["Kofi", "233201234567", "Telecel", "x", ""],
      ["Esi", "not a number", "AT", "5", ""],
    ]);
  });
});

describe("the file", () => {
  it("a header that is not the template's is one error that names the expected columns", () => {
    const result = checkPayoutCsv("Name,Phone,Amount\nAma,0241234567,10\nKofi,0241234568,20\n");
    expect(result.rows).toBe(2);
    expect(result.errors).toBe(1);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ row: null, column: "file", severity: "error" });
    expect(result.problems[0]!.fix).toBe(
      "Use the template's header row: name,msisdn,network,amount,reference",
    );
    expect(result.corrected).toBeNull();
  });

  it("a semicolon-separated file is told to use commas", () => {
    const result = checkPayoutCsv("name;msisdn;network;amount;reference\nAma;0241234567;MTN;10;\n");
    expect(result.problems[0]!.fix).toContain("semicolons");
  });

  it("a header in other case, with spaces or a byte-order mark, is the template's", () => {
    const text = "\uFEFF Name , MSISDN,Network,Amount,Reference\r\nAma,0241234567,MTN,10,\r\n";
    expect(checkPayoutFile(bytes(text), "payouts.csv")).toMatchObject({ rows: 1, errors: 0 });
  });

  it("an empty file, and a file with the header only, are errors", () => {
    expect(listed(checkPayoutFile(bytes(""), "empty.csv"))).toEqual([
      "- file error: The file is empty.",
    ]);
    expect(listed(checkPayoutCsv(" \r\n\r\n"))).toEqual(["- file error: The file is empty."]);
    expect(listed(checkPayoutCsv(HEADER + "\r\n"))).toEqual([
      "- file error: The file has a header but no payments.",
    ]);
  });

  it("a file that is not CSV is refused by its name or its content", () => {
    const notCsv = ["- file error: This is not a CSV file."];
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(listed(checkPayoutFile(bytes(csv("Ama,0241234567,MTN,10,")), "payouts.xlsx"))).toEqual(
      notCsv,
    );
    expect(listed(checkPayoutFile(xlsx, "payouts.csv"))).toEqual(notCsv);
    const pdf = bytes("%PDF-1.7\n%âãÏÓ\n");
    expect(listed(checkPayoutFile(pdf, "payouts.csv"))).toEqual(notCsv);
    const binary = new Uint8Array([0x6e, 0x61, 0x00, 0x01, 0xff, 0x00]);
    expect(listed(checkPayoutFile(binary, "payouts.csv"))).toEqual(notCsv);
  });

  it("a file saved in Excel's Windows code page is read", () => {
    const latin1 = new Uint8Array([
      ...bytes(HEADER + "\r\nAm"),
      0xe9,
      ...bytes("lie,0241234567,MTN,10,\r\n"),
    ]);
    const result = checkPayoutFile(latin1, "payouts.csv");
    expect(result.errors).toBe(0);
    expect(result.corrected![0]!.name).toBe("Amélie");
  });

  it("a file over 10 MB is refused before it is read", () => {
    expect(listed(checkPayoutFile(new Uint8Array(10 * 1024 * 1024 + 1), "big.csv"))).toEqual([
      "- file error: The file is larger than 10 MB.",
    ]);
  });

  it(`checks a file of ${MAX_ROWS.toLocaleString("en")} rows, and refuses one row more`, () => {
    const networks = ["MTN", "Telecel", "AT"] as const;
    const prefixes = { MTN: "24", Telecel: "20", AT: "27" } as const;
    const row = (i: number) => {
      const network = networks[i % 3]!;
      return `Person ${i},0${prefixes[network]}${String(i).padStart(7, "0")},${network},${(i % 900) + 1}.25,Ref ${i}`;
    };
    const rows = Array.from({ length: MAX_ROWS }, (_, i) => row(i));
    const result = checkPayoutCsv(csv(...rows));
    expect(result).toMatchObject({ rows: MAX_ROWS, errors: 0, warnings: 0 });
    expect(result.corrected).toHaveLength(MAX_ROWS);
    const tooMany = checkPayoutCsv(csv(...rows, row(MAX_ROWS)));
    expect(listed(tooMany)).toEqual([
      "- file error: The file has 50,001 payment rows; at most 50,000 are allowed.",
    ]);
    // 100,000 rows checked twice: seconds on a loaded two-core machine (5 s failed once in CI).
  }, 30_000);
});

describe("the summary and the problems CSV", () => {
  it('reads like "5 rows · 2 errors · 2 warnings · total GHS 1,234.50"', () => {
    expect(checkSummaryLine({ rows: 5, errors: 2, warnings: 2, totalPesewas: 123_450 })).toBe(
      "5 rows · 2 errors · 2 warnings · total GHS 1,234.50",
    );
    expect(checkSummaryLine({ rows: 1, errors: 1, warnings: 1, totalPesewas: 5 })).toBe(
      "1 row · 1 error · 1 warning · total GHS 0.05",
    );
  });

  it("no cell of the problems CSV can run as a formula in a spreadsheet", () => {
    const hostile = ['=HYPERLINK("http://x")', "+1", "-1", "@SUM(A1)", "\tx"];
    const out = problemsCsv(
      hostile.map((text) => ({
        row: 2,
        column: "name",
        severity: "error",
        problem: text,
        fix: text,
      })),
    );
    expect(out.startsWith("\uFEFF")).toBe(true);
    const cells = Papa.parse<string[]>(out.slice(1)).data.slice(1).flat();
    expect(cells.length).toBe(hostile.length * 5);
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("http://x")');
  });
});
