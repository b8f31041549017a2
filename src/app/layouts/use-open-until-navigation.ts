/**
 * Open state of a drawer or menu that navigating closes: it is open for the location it was
 * opened at, so following a link inside it (or going back) closes it at once, and it never
 * reopens when the user comes back to that location.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';

export function useOpenUntilNavigation(): { open: boolean; show: () => void; close: () => void } {
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Navigated away: forget the opening, so coming back to that location finds it closed. (State
  // adjusted while rendering, React's pattern for following a changed input without an effect.)
  if (openAt !== null && openAt !== location) setOpenAt(null);
  return { open: openAt === location, show: () => setOpenAt(location), close: () => setOpenAt(null) };
}
