import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Endpoint signing secrets are stored encrypted (AES-256-GCM) under a key that is not in
 * the database: WEBHOOK_SECRET_KEY, or one generated into DATA_DIR like the form-token
 * secret. A database dump alone then holds no usable secret. The endpoint id is the
 * associated data, so a ciphertext copied onto another endpoint's row does not decrypt.
 */
export interface SecretBox {
  seal(plain: string, endpointId: string): string;
  open(sealed: string, endpointId: string): string;
}

const FORMAT = "v1";

export function createSecretBox(keyMaterial: string): SecretBox {
  if (!keyMaterial) throw new Error("webhook secret key is empty");
  // Any length of key material (a generated hex string, an operator's passphrase) → 32 bytes.
  const key = createHash("sha256").update("nkabom webhook secrets\0").update(keyMaterial).digest();
  return {
    seal(plain, endpointId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(endpointId));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
      return [FORMAT, ...parts].join(".");
    },
    open(sealed, endpointId) {
      const [format, iv, tag, body] = sealed.split(".");
      if (format !== FORMAT || !iv || !tag || !body) throw new Error("not a sealed webhook secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(endpointId));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
