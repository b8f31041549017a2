/**
 * Open state of a drawer or menu that navigating closes: it is open for the location it was
 * opened at, so following a link inside it (or going back) closes it without an effect, and it
 * never reopens when the user comes back to that location (closing clears it).
 */
import { useState } from 'react';
import { useLocation } from 'wouter';

export function useOpenUntilNavigation(): { open: boolean; show: () => void; close: () => void } {
  const [location] = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  return { open: openAt === location, show: () => setOpenAt(location), close: () => setOpenAt(null) };
}
