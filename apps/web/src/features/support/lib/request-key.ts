/** A support request's own key: sent with every try of one request, so the server makes it once. */
export const newRequestKey = (): string => crypto.randomUUID();
