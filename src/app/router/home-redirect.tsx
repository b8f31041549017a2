/** `/` and `/{brand}`: straight on to the right dashboard, or the first invite (rules/home-target). */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { PageLoader } from '../../components/ui/spinner';
import { brandAtom, sessionAtom, useAtomValue } from '../../state';
import { homeTarget } from '../../shell/rules/home-target';
import { useRouteMatch } from '../../shell/router/route-context';

export function HomeRedirect() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { route, params } = useRouteMatch();
  const session = useAtomValue(sessionAtom);
  const brand = useAtomValue(brandAtom);
  const target = homeTarget({
    urlBrand: route.branded ? (params.brand ?? null) : null,
    currentBrand: brand.identifier,
    lastBrand: session.user?.lastBrand ?? null,
    brands: session.brands,
    invites: session.invites,
  });
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <PageLoader label={t('COMMON.LOADING')} />;
}
