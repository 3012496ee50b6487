import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Page changes scroll smoothly to the top (spec: public flow §2.1). */
export function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
