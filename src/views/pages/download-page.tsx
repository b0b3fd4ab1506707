import { useLingui } from '@lingui/react/macro';
import { QR } from '../../config/constants';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { QrCode } from '../common/qr-code';
import { androidResource, iosResource, safeHref } from '../resources';
import { PageFrame } from './page-frame';

/** App download (/down, /download): a QR code and a link per platform. */
export function DownloadPage() {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const apps = [
    { key: 'ios', resource: iosResource(whitelabel), name: t`iOS`, alt: t`QR code to download the iOS app` },
    { key: 'android', resource: androidResource(whitelabel), name: t`Android`, alt: t`QR code to download the Android app` },
  ].filter((a) => a.resource);
  return (
    <PageFrame title={t`App Download`} className="download">
      <p>{t`Scan the code with your phone camera to install the app.`}</p>
      {apps.length ? (
        <ul className="download__apps">
          {apps.map(({ key, resource, name, alt }) => {
            const href = safeHref(resource!.url);
            return (
              <li key={key} className="download__app">
                <h2 className="section-title">{name}</h2>
                {resource!.qrCodeUrl && <QrCode src={resource!.qrCodeUrl} alt={alt} size={QR.defaultSize} />}
                {href && (
                  <a className="btn btn--primary" href={href}>
                    {t`Download for ${name}`}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="page-note">{t`The app is not available for download yet.`}</p>
      )}
    </PageFrame>
  );
}
