import { assistantMachine } from '../flows/assistant.machine';
console.log(Object.keys(assistantMachine.implementations.guards).join(' '));
console.log(Object.keys(assistantMachine.implementations.delays).join(' '));
