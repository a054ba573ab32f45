import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../components/page/PageBanner';
import { EmptyList } from '../../components/list/EmptyList';
import { ListRegion } from '../../components/list/ListRegion';
import { ListFailed } from '../../components/list/ListFailed';
import { sameId } from '../../i18n/localeIds';
import { useSession } from '../../session/useSession';
import * as sections from '../../components/page/sections.css';
import { DeviceTypeFilter } from './DeviceTypeFilter';
import { FirmwareCheck } from './FirmwareCheck';
import { FirmwarePackageCard } from './FirmwarePackageCard';
import * as css from './firmware.css';

const route = getRouteApi('/updView');

/**
 * /updView: firmware updates for the devices (docs/decisions.md "/updView and /sendDd"): the
 * update check, then each model's releases by device type, with notes, checksum and download.
 */
export function FirmwareScreen() {
  const { banner, deviceTypes, packages } = route.useLoaderData();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { loggedIn } = useSession();
  const deviceType = deviceTypes.find((type) => sameId(type.id, search.deviceType ?? ''))?.id ?? '';
  return (
    <>
      <PageBanner
        banner={banner}
        title={<Trans>Firmware updates</Trans>}
        subtitle={<Trans>The latest firmware for every device, with what changed.</Trans>}
      />
      <div className={sections.body}>
        <FirmwareCheck models={packages?.map((item) => item.model) ?? []} loggedIn={loggedIn} />
        <section className={sections.section} aria-labelledby="released-firmware">
          <h2 id="released-firmware" className={sections.heading}>
            <Trans>Released firmware</Trans>
          </h2>
          <DeviceTypeFilter
            key={deviceType}
            deviceTypes={deviceTypes}
            selected={deviceType}
            onCheck={(next) => void navigate({ search: { deviceType: next || undefined } })}
          />
          {!loggedIn && (
            <p className={sections.lead}>
              <Trans>
                Release notes are open to everyone; downloading firmware needs a login. Check the
                file&apos;s SHA-256 before flashing it.
              </Trans>
            </p>
          )}
          <ListRegion>
            {packages === null ? (
              <ListFailed>
                <Trans>The released firmware could not be loaded.</Trans>
              </ListFailed>
            ) : packages.length === 0 ? (
              <EmptyList keyWord="">
                <Trans>No firmware has been released for this device type yet.</Trans>
              </EmptyList>
            ) : (
              <ul className={css.packages}>
                {packages.map((item) => (
                  <FirmwarePackageCard key={item.model} item={item} loggedIn={loggedIn} />
                ))}
              </ul>
            )}
          </ListRegion>
        </section>
      </div>
    </>
  );
}
