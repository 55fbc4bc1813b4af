import { useEffect, useState } from "react";
import { cn } from "./cn";

export interface QrCodeProps {
  /** What the code holds: a UPI intent, a link. */
  value: string;
  /** What it is, for screen readers ("UPI QR code to pay ₹420.00"). */
  label: string;
  size?: number;
  className?: string;
}

/** A QR code drawn in the browser (the qrcode library loads with the first code shown). */
export function QrCode({ value, label, size = 208, className }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    import("qrcode")
      .then(({ toDataURL }) => toDataURL(value, { errorCorrectionLevel: "M", margin: 1, width: size * 2 }))
      .then((url) => live && setImage({ value, url }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value, size]);

  const box = cn("flex items-center justify-center rounded-xl border border-stone-200 bg-white p-2", className);
  if (failed) {
    return (
      <div className={box} style={{ width: size, height: size }}>
        <p className="text-center text-sm text-stone-600">The QR code could not be drawn.</p>
      </div>
    );
  }
  if (!image || image.value !== value) {
    return <div className={cn(box, "shimmer")} style={{ width: size, height: size }} role="status" aria-label="Drawing the QR code" />;
  }
  return <img src={image.url} alt={label} width={size} height={size} className={box} data-testid="qr-code" data-value={value} />;
}
