import { InputNumber, type InputNumberProps } from 'antd';

/**
 * Reads typed text as a number the way the table's inline editor does: a decimal comma is a
 * decimal point (`1,4` → 1.4) and spaces between digit groups are ignored. antd's own parser
 * drops the comma, so `1,4` would become 14.
 */
export function parseDecimalText(text: string | undefined): string {
  return (text ?? '')
    .replace(/\s/g, '')
    .replace(',', '.')
    .replace(/[^\d.eE+-]/g, '');
}

// antd types the parser as giving the value type, but its input reads the parser's text (as
// its own default parser gives): text keeps "1." and "-" typable
const readDecimal = parseDecimalText as unknown as (text: string | undefined) => number;

/** antd's number input that accepts a decimal comma: every number input of the app. */
export function NumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> parser={readDecimal} {...props} />;
}
