/**
 * The payroll formula engine: salary rules' formulas in CEL over exact decimals, compiled once per
 * structure and evaluated per employee. No HTTP, no database; see README.md for what a formula sees.
 */
export {
  type CompiledFormula,
  checkFormula,
  compileFormula,
  type FormulaKind,
  type FormulaProblem,
  referencedCategories,
  referencedRules,
  referencedVariables,
} from './formula.ts';
export { type FormulaInputs, monthDays, sampleInputs } from './inputs.ts';
export {
  type CompiledStructure,
  compileStructure,
  evaluateStructure,
  type PayslipLine,
  type RuleDefinition,
  type StructureResult,
} from './structure.ts';
