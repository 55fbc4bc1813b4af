/** /{merchantType}/{merchantSlug}/tables/qr-codes: printable table QR codes (W2 builds it) */
export function TableQrCodesPage() {
  return null;
}
