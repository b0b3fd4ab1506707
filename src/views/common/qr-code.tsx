import { QR } from '../../config/constants';

/** A QR image the server renders (resource.qrCodeUrl); its box is reserved so nothing shifts while it loads. */
export function QrCode({ src, alt, size = QR.defaultSize }: { src: string; alt: string; size?: number }) {
  return <img className="qr-code" src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" />;
}
