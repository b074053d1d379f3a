import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { image } from "#app/content/schemas/fields.ts";
import { ContentImage } from "./ContentImage.tsx";

afterEach(cleanup);

const id = "0123456789abcdef01234567";

describe("ContentImage", () => {
  it("shows our own artwork as a plain img with the box it is given", () => {
    const { container } = render(
      <ContentImage src="/images/team/esi-amponsah.svg" alt="Esi" width={320} height={320} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/team/esi-amponsah.svg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["320", "320"]);
  });

  it("shows an upload as a picture: AVIF and WebP sources of every width, a JPEG fallback, its own size", () => {
    const { container } = render(
      <ContentImage
        src={`/media/${id}/1000x750`}
        alt="The team"
        width={320}
        height={320}
        sizes="(min-width: 64rem) 24rem, 100vw"
        loading="lazy"
      />,
    );
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      `/media/${id}-320.avif 320w, /media/${id}-640.avif 640w, /media/${id}-1000.avif 1000w`,
    );
    expect(sources[1]!.getAttribute("sizes")).toBe("(min-width: 64rem) 24rem, 100vw");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe(`/media/${id}-640.jpg`);
    expect(img.getAttribute("alt")).toBe("The team");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1000", "750"]);
  });
});

describe("image() fields", () => {
  const field = image("Portrait");
  it("take files under /images/ and uploaded references, nothing else", () => {
    expect(field.safeParse("/images/team/esi-amponsah.svg").success).toBe(true);
    expect(field.safeParse(`/media/${id}/1000x750`).success).toBe(true);
    for (const bad of [
      `/media/${id}`,
      `/media/${id}-640.webp`,
      "/media/XYZ/10x10",
      "https://evil.example/x.png",
      "/images/../secret.png",
    ]) {
      expect(field.safeParse(bad).success, bad).toBe(false);
    }
  });
});
