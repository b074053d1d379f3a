import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentImages, contentImageVariants, contentVersions } from "#server/db/schema.ts";
import { pruneUnusedImages } from "#server/content/unused-images.server.ts";
import { count, staffActor, storages, useHarness } from "./support/harness.ts";

// The retention job's unused pictures (issue 31): an upload no version of any entry names
// goes after the grace period with its files; one any version names stays, however old,
// so a rollback still finds it.
describe.each(storages)("unused uploaded pictures on $name", ({ kind }) => {
  const h = useHarness(kind, {}, { resetEach: true });

  async function picture(id: string, ageDays: number) {
    await h.db.insert(contentImages).values({
      id,
      sha256: id + "0".repeat(40),
      width: 640,
      height: 480,
      sourceFormat: "jpeg",
      sourceBytes: 1000,
      alt: "A portrait",
    });
    await h.db.insert(contentImageVariants).values({
      imageId: id,
      width: 320,
      format: "jpg",
      height: 240,
      etag: "e".repeat(32),
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
    });
    await h.db.execute(
      sql`update content_images set created_at = now() - make_interval(days => ${ageDays}) where id = ${id}`,
    );
  }

  it("deletes old pictures no version names, with their files; keeps named and recent ones", async () => {
    const author = await staffActor(h.db, `pictures-${kind}@nkabompay.test`, ["marketing"]);
    const named = "a".repeat(24);
    const unused = "b".repeat(24);
    const recent = "c".repeat(24);
    await picture(named, 400);
    await picture(unused, 40);
    await picture(recent, 2);
    // Only a superseded version names it: a rollback may publish it again.
    await h.db.insert(contentVersions).values({
      type: "teamMember",
      entryId: "ama",
      version: 1,
      data: { imageUrl: `/media/${named}/640x480` },
      state: "superseded",
      basedOn: 0,
      authorId: author!.id,
    });

    expect(await pruneUnusedImages(h.db, 30, { dryRun: true })).toBe(1);
    expect(await count(h.db, "content_images")).toBe(3);

    expect(await pruneUnusedImages(h.db, 30)).toBe(1);
    const left = await h.db.select({ id: contentImages.id }).from(contentImages);
    expect(left.map((r) => r.id).sort()).toEqual([named, recent]);
    expect(await count(h.db, "content_image_variants")).toBe(2);
    expect(await pruneUnusedImages(h.db, 30)).toBe(0);
  });
});
