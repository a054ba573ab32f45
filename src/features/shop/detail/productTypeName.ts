import { useLingui } from '@lingui/react/macro';

/** Spec §3: productType 1 to 5; the names follow the mock's grouping (docs/decisions/shop.md). */
export function useProductTypeName(productType: number): string {
  const { t } = useLingui();
  switch (productType) {
    case 1:
      return t`Modules`;
    case 2:
      return t`Modems`;
    case 3:
      return t`Gateways and edge units`;
    case 4:
      return t`Meters`;
    case 5:
      return t`Accessories, kits and SIM plans`;
    default:
      return t`Other`;
  }
}
