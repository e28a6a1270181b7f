// The animation half of framer-motion, split from the first-bubble path (loaded by motion.ts).
export { domAnimation as default } from 'framer-motion';
