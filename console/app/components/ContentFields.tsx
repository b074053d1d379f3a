import { useState, type ReactNode } from "react";
import { markdownToHtml } from "#app/lib/markdown-html.ts";
import {
  altFields,
  idOf,
  nameOf,
  variantLabel,
  variantOf,
  type FieldNode,
  type NodeOf,
} from "../lib/content-form.ts";
import { Button } from "./Button.tsx";
import { ImageUploadField } from "./ImageUploadField.tsx";

/**
 * The editor's fields, generated from the form tree (lib/content-form.ts). Every control is
 * a plain form field: the list and optional-group buttons post the form with an `intent`
 * (`add:faq`, `up:sections.3`), and the server answers with the entry changed and nothing
 * saved, so the editor works without JavaScript; with it, the same posts run in place.
 */
type Path = (string | number)[];

interface Ctx {
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
}

const control =
  "mt-1 block w-full rounded-xl border bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 aria-[invalid=true]:border-red-600 read-only:bg-surface";
const labelClass = "block text-sm font-semibold text-ink-800";

export function EntryFields(props: {
  node: FieldNode;
  value: unknown;
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
}) {
  const ctx = { errors: props.errors, readOnly: props.readOnly };
  // The entry's own top-level fields stand alone: its name is the page's heading already.
  if (props.node.kind === "group") {
    return (
      <div className="space-y-6">
        <GroupFields fields={props.node.fields} value={props.value} path={[]} ctx={ctx} />
      </div>
    );
  }
  return <Field node={props.node} value={props.value} path={[]} ctx={ctx} />;
}

const at = (value: unknown, key: string | number): unknown =>
  value && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined;

type FieldProps<K extends FieldNode["kind"] = FieldNode["kind"]> = {
  node: NodeOf<K>;
  value: unknown;
  path: Path;
  ctx: Ctx;
};

function Field({ node, value, path, ctx }: FieldProps) {
  const name = nameOf(path);
  if (node.optional && value === undefined && node.kind !== "list") {
    return (
      <div>
        <input type="hidden" name={`${name}#present`} value="" />
        {ctx.readOnly ? null : (
          <Button
            type="submit"
            name="intent"
            value={`include:${name}`}
            variant="secondary"
            size="small"
          >
            Add {node.label.toLowerCase()}
          </Button>
        )}
      </div>
    );
  }
  switch (node.kind) {
    case "group":
      return <GroupField node={node} value={value} path={path} ctx={ctx} />;
    case "list":
      return <ListField node={node} value={value} path={path} ctx={ctx} />;
    case "union":
      return <UnionField node={node} value={value} path={path} ctx={ctx} />;
    case "record":
      return (
        <Fieldset legend={node.label} help={node.help} path={path} ctx={ctx}>
          {Object.entries((value as Record<string, unknown>) ?? {}).map(([key, v]) => (
            <Field
              key={key}
              node={{ ...node.value, label: key }}
              value={v}
              path={[...path, key]}
              ctx={ctx}
            />
          ))}
        </Fieldset>
      );
    case "fixed":
      return null;
    case "template":
      return (
        <div>
          <p className={labelClass}>{node.label}</p>
          <p className="mt-1 text-sm text-ink-600">
            {node.help ?? "Built in code"}: not editable here.
          </p>
        </div>
      );
    default:
      return <LeafField node={node} value={value} path={path} ctx={ctx} />;
  }
}

function Problem({ path, ctx }: { path: Path; ctx: Ctx }) {
  const error = ctx.errors[nameOf(path)];
  return error ? (
    <p id={`${idOf(path)}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Fieldset(props: {
  legend: string;
  help?: string;
  path: Path;
  ctx: Ctx;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const error = props.ctx.errors[nameOf(props.path)];
  return (
    <fieldset
      className="min-w-0 rounded-xl px-2 py-3 ring-1 ring-line sm:p-4"
      aria-describedby={error ? `${idOf(props.path)}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink-900">{props.legend}</legend>
      {props.help ? <p className="text-sm text-ink-600">{props.help}</p> : null}
      <Problem path={props.path} ctx={props.ctx} />
      <div className="space-y-4">{props.children}</div>
      {props.actions ? <div className="mt-3 flex flex-wrap gap-2">{props.actions}</div> : null}
    </fieldset>
  );
}

function GroupField({ node, value, path, ctx }: FieldProps<"group">) {
  const name = nameOf(path);
  return (
    <Fieldset
      legend={node.label}
      help={node.help}
      path={path}
      ctx={ctx}
      actions={
        node.optional && !ctx.readOnly ? (
          <Button
            type="submit"
            name="intent"
            value={`omit:${name}`}
            variant="dangerQuiet"
            size="small"
          >
            Remove {node.label.toLowerCase()}
          </Button>
        ) : null
      }
    >
      {node.optional ? <input type="hidden" name={`${name}#present`} value="1" /> : null}
      <GroupFields fields={node.fields} value={value} path={path} ctx={ctx} />
    </Fieldset>
  );
}

/** A group's fields in order; a picture takes the description field beside it along. */
function GroupFields(props: {
  fields: [string, FieldNode][];
  value: unknown;
  path: Path;
  ctx: Ctx;
}) {
  const alts = altFields(props.fields);
  const taken = new Set(alts.values());
  return props.fields.map(([key, field]) => {
    if (taken.has(key)) return null;
    const path = [...props.path, key];
    const altKey = alts.get(key);
    if (field.kind === "image" && !(field.optional && at(props.value, key) === undefined)) {
      const altPath = altKey ? [...props.path, altKey] : undefined;
      const altValue = altKey ? at(props.value, altKey) : undefined;
      return (
        <ImageUploadField
          key={key}
          label={field.label}
          name={nameOf(path)}
          inputId={idOf(path)}
          defaultValue={
            typeof at(props.value, key) === "string" ? String(at(props.value, key)) : ""
          }
          altName={altPath ? nameOf(altPath) : undefined}
          defaultAlt={typeof altValue === "string" ? altValue : ""}
          error={props.ctx.errors[nameOf(path)]}
          altError={altPath ? props.ctx.errors[nameOf(altPath)] : undefined}
          readOnly={props.ctx.readOnly}
        />
      );
    }
    return (
      <Field key={key} node={field} value={at(props.value, key)} path={path} ctx={props.ctx} />
    );
  });
}

function ListField({ node, value, path, ctx }: FieldProps<"list">) {
  const items = Array.isArray(value) ? value : [];
  const name = nameOf(path);
  const itemName = node.item.label;
  const button = (op: string, i: number, text: string, label: string, disabled: boolean) => (
    <Button
      type="submit"
      name="intent"
      value={`${op}:${nameOf([...path, i])}`}
      variant={op === "remove" ? "dangerQuiet" : "secondary"}
      size="small"
      disabled={disabled}
      aria-label={label}
    >
      {text}
    </Button>
  );
  return (
    <Fieldset
      legend={`${node.label} (${items.length})`}
      help={node.help}
      path={path}
      ctx={ctx}
      actions={
        ctx.readOnly ? null : (
          <Button
            type="submit"
            name="intent"
            value={`add:${name}`}
            variant="secondary"
            size="small"
            disabled={items.length >= node.max}
          >
            Add {itemName.toLowerCase()}
          </Button>
        )
      }
    >
      <input type="hidden" name={`${name}#count`} value={items.length} />
      {items.length === 0 ? <p className="text-sm text-ink-600">None yet.</p> : null}
      <ol className="space-y-4">
        {items.map((item, i) => {
          const which = `${itemName} ${i + 1}`;
          return (
            <li key={i} className="min-w-0 rounded-xl bg-surface/60 py-2 sm:p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink-700">{which}</p>
                {ctx.readOnly ? null : (
                  <div className="flex flex-wrap gap-2">
                    {button("up", i, "Move up", `Move ${which} up`, i === 0)}
                    {button("down", i, "Move down", `Move ${which} down`, i === items.length - 1)}
                    {button("remove", i, "Remove", `Remove ${which}`, items.length <= node.min)}
                  </div>
                )}
              </div>
              <div className="mt-2">
                <Field
                  node={{ ...node.item, label: which }}
                  value={item}
                  path={[...path, i]}
                  ctx={ctx}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </Fieldset>
  );
}

function UnionField({ node, value, path, ctx }: FieldProps<"union">) {
  const index = variantOf(node, value);
  const name = nameOf(path);
  const id = `${idOf(path)}-variant`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={labelClass}>
            {node.label}: kind
          </label>
          <select
            id={id}
            name={`${name}#variant`}
            defaultValue={index}
            disabled={ctx.readOnly}
            className={`${control} border-line`}
            // With JavaScript the form follows the choice at once; without, "Change" does.
            onChange={(event) => {
              const form = event.currentTarget.form;
              const change = form?.querySelector<HTMLButtonElement>(
                `button[value="refresh:${name}"]`,
              );
              if (change) form?.requestSubmit(change);
            }}
          >
            {node.variants.map((_, i) => (
              <option key={i} value={i}>
                {variantLabel(node, i)}
              </option>
            ))}
          </select>
        </div>
        {ctx.readOnly ? null : (
          <Button
            type="submit"
            name="intent"
            value={`refresh:${name}`}
            variant="secondary"
            size="small"
          >
            Change
          </Button>
        )}
      </div>
      <Field
        node={{ ...node.variants[index]!, label: node.variants[index]!.label }}
        value={value}
        path={path}
        ctx={ctx}
      />
    </div>
  );
}

function LeafField({ node, value, path, ctx }: FieldProps) {
  const id = idOf(path);
  const name = nameOf(path);
  const error = ctx.errors[name];
  const help = node.help ? `${id}-help` : undefined;
  const described =
    [help, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    readOnly: ctx.readOnly,
    className: `${control} ${error ? "border-red-600" : "border-line"}`,
  };
  const label = (
    <label htmlFor={id} className={labelClass}>
      {node.label}
    </label>
  );
  const helpText = node.help ? (
    <p id={help} className="mt-1 text-sm text-ink-600">
      {node.help}
    </p>
  ) : null;
  if (node.kind === "toggle") {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...common}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            defaultChecked={value === true}
            disabled={ctx.readOnly}
          />
          {label}
        </div>
        {helpText}
        <Problem path={path} ctx={ctx} />
      </div>
    );
  }
  let input: ReactNode;
  const text = value === null || value === undefined ? "" : String(value);
  if (node.kind === "choice") {
    input = (
      <select {...common} defaultValue={text} disabled={ctx.readOnly}>
        {node.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (node.kind === "markdown") {
    return (
      <MarkdownField
        node={node}
        text={text}
        common={common}
        label={label}
        helpText={helpText}
        path={path}
        ctx={ctx}
      />
    );
  } else if (node.kind === "multiline") {
    input = (
      <textarea
        {...common}
        rows={Math.min(8, Math.max(3, Math.ceil(text.length / 70)))}
        defaultValue={text}
      />
    );
  } else {
    input = (
      <input
        type="text"
        inputMode={node.kind === "number" ? "numeric" : node.kind === "email" ? "email" : undefined}
        autoComplete="off"
        spellCheck={node.kind === "text"}
        {...common}
        defaultValue={text}
      />
    );
  }
  return (
    <div>
      {label}
      {helpText}
      {input}
      <Problem path={path} ctx={ctx} />
    </div>
  );
}

/** A Markdown text with its preview beside it, rendered and sanitised as the articles are. */
function MarkdownField(props: {
  node: FieldNode;
  text: string;
  common: Record<string, unknown>;
  label: ReactNode;
  helpText: ReactNode;
  path: Path;
  ctx: Ctx;
}) {
  const [source, setSource] = useState(props.text);
  const previewId = `${idOf(props.path)}-preview`;
  // Items of a list (the articles) each have a preview: their regions need names of their own.
  const position = props.path
    .filter((step) => typeof step === "number" || /^\d+$/.test(String(step)))
    .map((step) => Number(step) + 1)
    .join(".");
  return (
    <div>
      {props.label}
      {props.helpText}
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          {...props.common}
          rows={12}
          defaultValue={props.text}
          onInput={(event) => setSource(event.currentTarget.value)}
        />
        <section aria-labelledby={`${previewId}-title`} className="mt-1 rounded-xl bg-surface p-3">
          <h3
            id={`${previewId}-title`}
            className="text-xs font-semibold tracking-wide text-ink-700 uppercase"
          >
            Preview
            <span className="sr-only">
              {` of ${props.node.label}${position ? ` ${position}` : ""}`}
            </span>
          </h3>
          <div
            id={previewId}
            className="prose-site mt-2 text-sm"
            dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }}
          />
        </section>
      </div>
      <Problem path={props.path} ctx={props.ctx} />
    </div>
  );
}
