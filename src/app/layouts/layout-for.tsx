/** Picks the layout the route table asks for. */
import type { ReactNode } from 'react';
import type { RouteDef } from '../../shell/routes/route-types';
import { DefaultLayout } from './default-layout';
import { GuestLayout } from './guest-layout';

export function LayoutFor({ route, children }: { route: RouteDef; children: ReactNode }) {
  switch (route.layout) {
    case 'default':
      return <DefaultLayout route={route}>{children}</DefaultLayout>;
    case 'guest':
      return <GuestLayout>{children}</GuestLayout>;
    case 'none':
      return <>{children}</>;
    default: {
      const unreachable: never = route.layout;
      return unreachable;
    }
  }
}
