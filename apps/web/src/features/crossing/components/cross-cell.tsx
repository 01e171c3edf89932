import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { PlannedCross } from '@plotline/contract/pedigree';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { coancestryBand } from '../utils/coancestry-scale.ts';

export const formatF = (value: number, language: string) =>
  value.toLocaleString(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** One planned cross: its coancestry on the band's colour, close kin and repeats marked. */
export function CrossCell({ cross }: { cross: PlannedCross }) {
  const { t, i18n } = useTranslation();
  const band = coancestryBand(cross.coancestry);
  const notes = [
    t('crossing.cell.cross', { name: cross.cross_name }),
    t('crossing.cell.coancestry', { value: formatF(cross.coancestry, i18n.language) }),
    cross.close_relatives ? t('crossing.cell.close') : '',
    cross.already_made.length > 0
      ? t('crossing.cell.made', {
          names: cross.already_made.map((line) => line.line_name).join(', '),
        })
      : '',
  ].filter(Boolean);
  return (
    <Tooltip title={notes.map((note) => <div key={note}>{note}</div>)}>
      <div
        className="pl-crossing-cell"
        data-testid="cross-cell"
        data-mother={cross.mother_id}
        data-father={cross.father_id}
        data-close={cross.close_relatives}
        data-made={cross.already_made.length > 0}
        data-band={band.key}
        style={{ background: band.fill, color: band.text }}
      >
        <span>{formatF(cross.coancestry, i18n.language)}</span>
        {cross.close_relatives && (
          <WarningOutlined aria-label={t('crossing.cell.close')} className="pl-crossing-mark" />
        )}
        {cross.already_made.length > 0 && (
          <CheckCircleOutlined
            aria-label={t('crossing.legend.made')}
            className="pl-crossing-mark"
          />
        )}
      </div>
    </Tooltip>
  );
}
