/** /{merchantType}/{merchantSlug}/table/{tableId}: the table's landing (W1 builds it) */
export function TableLandingPage() {
  return null;
}
