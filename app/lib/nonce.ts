import { createContext, useContext } from "react";

export { NONCE_PLACEHOLDER } from "./nonce-placeholder";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
