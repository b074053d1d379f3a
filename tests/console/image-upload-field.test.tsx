import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ImageUploadField } from "#console/components/ImageUploadField.tsx";
import { imageUploadCopy } from "#console/lib/image-upload.ts";

afterEach(cleanup);

const id = "0123456789abcdef01234567";

describe("the content editor's picture field", () => {
  it("labels every control, shows the current picture and carries its reference in the form", () => {
    const { container } = render(
      <form>
        <ImageUploadField
          label="Portrait"
          name="imageUrl"
          defaultValue={`/media/${id}/800x600`}
          defaultAlt="Esi Amponsah"
        />
      </form>,
    );
    expect(screen.getByRole("group", { name: "Portrait" })).toBeTruthy();
    const file = screen.getByLabelText(imageUploadCopy.fileLabel) as HTMLInputElement;
    expect(file.type).toBe("file");
    expect(file.accept).toBe("image/jpeg,image/png,image/webp,image/avif");
    expect((screen.getByLabelText(imageUploadCopy.altLabel) as HTMLInputElement).value).toBe(
      "Esi Amponsah",
    );
    expect(screen.getByRole("img", { name: "Esi Amponsah" }).getAttribute("src")).toBe(
      `/media/${id}-320.webp`,
    );
    const form = container.querySelector("form")!;
    expect(new FormData(form).get("imageUrl")).toBe(`/media/${id}/800x600`);
  });

  it("says what is missing instead of uploading", () => {
    render(<ImageUploadField label="Portrait" name="imageUrl" />);
    fireEvent.click(screen.getByRole("button", { name: imageUploadCopy.upload }));
    expect(screen.getByRole("status").textContent).toBe(imageUploadCopy.missingFile);
  });
});

describe("the picture field without JavaScript", () => {
  it("is a text field for the picture's address and its description, with no upload controls", () => {
    const html = renderToString(
      <ImageUploadField
        label="Portrait"
        name="imageUrl"
        inputId="f-imageUrl"
        defaultValue="/images/team/esi-amponsah.svg"
        altName="imageAlt"
      />,
    );
    const page = new DOMParser().parseFromString(`<form>${html}</form>`, "text/html");
    const form = page.querySelector("form")!;
    const address = page.getElementById("f-imageUrl") as HTMLInputElement;
    expect(address.type).toBe("text");
    expect(page.querySelector(`label[for="f-imageUrl"]`)?.textContent).toBe(
      imageUploadCopy.referenceLabel,
    );
    expect([...new FormData(form).keys()]).toEqual(["imageUrl", "imageAlt"]);
    expect(page.querySelector('input[type="file"]')).toBeNull();
    expect(page.querySelector("button")).toBeNull();
  });
});
