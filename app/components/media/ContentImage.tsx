import type { ImgHTMLAttributes } from "react";
import { mediaFileUrl, mediaSrcSet, parseMediaReference, mediaWidths } from "#app/lib/media.ts";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height">;

export interface ContentImageProps extends ImgProps {
  /** A content entry's image field: `/images/…` (public/) or `/media/<id>/<w>x<h>` (uploaded). */
  src: string;
  alt: string;
  /**
   * The box the page gives the picture, for a file under /images/ (an SVG has no size of
   * its own to go by). An uploaded picture takes its own from the reference, so its box is
   * reserved at its real proportions.
   */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser to pick a file: `(min-width: 64rem) 24rem, 100vw`. */
  sizes?: string;
}

/**
 * A picture from the content: a plain `<img>` for our own files under /images/, a
 * `<picture>` with AVIF and WebP sources (every width made) and a JPEG fallback for an
 * uploaded one. Always with width and height, so nothing moves when it arrives.
 */
export function ContentImage({
  src,
  width,
  height,
  sizes = "100vw",
  alt,
  ...rest
}: ContentImageProps) {
  const media = parseMediaReference(src);
  if (!media) return <img src={src} alt={alt} width={width} height={height} {...rest} />;
  const widths = mediaWidths(media.width);
  // The fallback's single file: the middle width, for browsers without srcset.
  const fallback = widths[Math.min(1, widths.length - 1)]!;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(media, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(media, "webp")} sizes={sizes} />
      <img
        src={mediaFileUrl(media.id, fallback, "jpg")}
        srcSet={mediaSrcSet(media, "jpg")}
        sizes={sizes}
        alt={alt}
        width={media.width}
        height={media.height}
        {...rest}
      />
    </picture>
  );
}
