import { AnimatePresence, LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { RowContent, rowClassName, type RowsProps } from './TranscriptRows';
import { sideOf } from './speakers';

/**
 * The rows with entry animation (fade and slide; fade only with reduced motion). Loaded on demand after
 * the first bubble (see Transcript): framer-motion is not on the first-bubble path. Bubbles present when
 * this takes over appear as they are; only later ones animate.
 */
export default function AnimatedRows({ bubbles }: RowsProps): React.JSX.Element {
  const reduceMotion = useReducedMotion() === true;
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence initial={false}>
        {bubbles.map((bubble) => {
          const side = sideOf(bubble.from);
          return (
            <m.li
              key={bubble.id}
              className={rowClassName(bubble)}
              data-side={side}
              initial={reduceMotion ? { opacity: 0 } : { opacity: 0, y: 8, x: side === 'right' ? 12 : 0 }}
              animate={{ opacity: 1, y: 0, x: 0 }}
              transition={{ duration: reduceMotion ? 0.12 : 0.22, ease: [0.2, 0, 0, 1] }}
            >
              <RowContent bubble={bubble} />
            </m.li>
          );
        })}
      </AnimatePresence>
    </LazyMotion>
  );
}
