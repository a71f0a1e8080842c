import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { setTourActive } from './tour-state.ts';

export interface TourStep {
  /** CSS selector of the element to point at; steps whose element is missing are skipped. */
  element?: string;
  title: string;
  description: string;
}

export interface TourTexts {
  next: string;
  prev: string;
  done: string;
  progress: string;
}

let running: ReturnType<typeof driver> | null = null;

/** Shows a driver.js tour with Spanish buttons; only one runs at a time. */
export function runTour(steps: TourStep[], texts: TourTexts): void {
  const present: DriveStep[] = steps
    .filter((s) => !s.element || document.querySelector(s.element))
    .map((s) => ({ element: s.element, popover: { title: s.title, description: s.description } }));
  if (!present.length) return;
  const previous = running;
  running = null;
  previous?.destroy();
  setTourActive(true);
  const instance: ReturnType<typeof driver> = driver({
    steps: present,
    showProgress: present.length > 1,
    nextBtnText: texts.next,
    prevBtnText: texts.prev,
    doneBtnText: texts.done,
    progressText: texts.progress,
    allowClose: true,
    popoverClass: 'app-tour',
    // every way out (close, Escape, overlay click, Done) passes here; driver.js only calls onDestroyed when
    // a step had finished its highlight animation, so a quick close would leave the tour "running"
    onDestroyStarted: () => {
      if (running === instance) {
        running = null;
        setTourActive(false);
      }
      instance.destroy();
    },
  });
  running = instance;
  running.drive();
}

/**
 * Ends the tour on screen, if any: the admin's layout calls it as it goes (a session lost mid-tour sends the user to
 * the sign-in, where the tour's overlay would otherwise stay over the dialog that says why).
 */
export function endTour(): void {
  const current = running;
  running = null;
  if (!current) return;
  setTourActive(false);
  current.destroy();
}
