export { BRAZILIAN_STATES, isBrazilianState } from "../../../src/lib/brazil-states"
