import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { RowContent, rowClassName } from './TranscriptRows';
import type { SayEvent } from '../../../flows/chatProtocol';
import { sideOf } from './speakers';

/**
 * One row with entry animation (fade and slide; fade only with reduced motion). Loaded on demand after the
 * first bubble (see Transcript): framer-motion is not on the first-bubble path. Only rows that arrive after
 * this module loaded are drawn with it; rows already there stay the plain elements they were, so the live
 * region never sees a row inserted twice.
 */
export default function AnimatedRow({ bubble }: { readonly bubble: SayEvent }): React.JSX.Element {
  const reduceMotion = useReducedMotion() === true;
  const side = sideOf(bubble.from);
  return (
    <LazyMotion features={domAnimation} strict>
      <m.li
        className={rowClassName(bubble)}
        lang={bubble.lang}
        data-side={side}
        initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: 8, x: side === 'right' ? 12 : 0 }}
        animate={{ opacity: 1, y: 0, x: 0 }}
        transition={{ duration: reduceMotion ? 0.12 : 0.22, ease: [0.2, 0, 0, 1] }}
      >
        <RowContent bubble={bubble} />
      </m.li>
    </LazyMotion>
  );
}
