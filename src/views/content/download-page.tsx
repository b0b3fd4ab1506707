import { useLingui } from '@lingui/react/macro';
import { QR } from '../../config/constants';
import { useWhitelabel } from '../../machines/system-status/use-system-status';
import { QrCode } from '../common/qr-code';
import { PageFrame } from '../pages/page-frame';
import { androidResource, iosResource, RESOURCE_TYPES, safeHref } from '../resources';
import './content.css';

/**
 * App download (/down, /download; SPEC §2): a QR code and a link per platform — iOS, or the
 * iOS mobile config (a profile that puts the site on the home screen) when the merchant offers
 * that instead of an app, and Android — then the installation guide for each.
 */
export function DownloadPage() {
  const { t } = useLingui();
  const whitelabel = useWhitelabel();
  const ios = iosResource(whitelabel);
  const mobileConfig = ios?.resourceType.toUpperCase() === RESOURCE_TYPES.mobileConfig;
  const iosName = mobileConfig ? t`iOS (mobile config)` : t`iOS`;
  const apps = [
    { key: 'ios', resource: ios, name: iosName, alt: mobileConfig ? t`QR code to download the iOS mobile config` : t`QR code to download the iOS app` },
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
      <InstallGuide mobileConfig={mobileConfig} />
    </PageFrame>
  );
}

/** Installation guide (SPEC §2 "Other screens named: … installation guide"): the steps per platform. */
function InstallGuide({ mobileConfig }: { mobileConfig: boolean }) {
  const { t } = useLingui();
  return (
    <section className="install-guide" aria-labelledby="install-guide-heading">
      <h2 id="install-guide-heading" className="section-title">
        {t`Installation guide`}
      </h2>
      <details>
        <summary>{mobileConfig ? t`iPhone and iPad (mobile config)` : t`iPhone and iPad`}</summary>
        {mobileConfig ? (
          <ol>
            <li>{t`Scan the iOS code with the camera, or tap the download button, and allow the profile to download.`}</li>
            <li>{t`Open Settings, tap "Profile Downloaded", then Install, and enter your passcode.`}</li>
            <li>{t`The site's icon appears on your home screen: open it and log in.`}</li>
          </ol>
        ) : (
          <ol>
            <li>{t`Scan the iOS code with the camera, or tap the download button, and confirm Install.`}</li>
            <li>{t`Open Settings › General › VPN & Device Management, tap the developer's profile and choose Trust.`}</li>
            <li>{t`Open the app from your home screen and log in.`}</li>
          </ol>
        )}
      </details>
      <details>
        <summary>{t`Android`}</summary>
        <ol>
          <li>{t`Scan the Android code with the camera, or tap the download button.`}</li>
          <li>{t`Open the downloaded file. If Android asks, allow installing apps from this source (Settings › Apps › Special access › Install unknown apps).`}</li>
          <li>{t`Tap Install, then Open, and log in.`}</li>
        </ol>
      </details>
    </section>
  );
}
