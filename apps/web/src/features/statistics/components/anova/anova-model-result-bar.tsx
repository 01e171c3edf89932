import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

type ModelResultBarProps = {
  caption: string;
  /** The fitted model's formula. */
  model: string;
  /** The formula's test id (`anova-model`, `ancova-model`). */
  modelTestId: string;
  isExporting: boolean;
  onExport: () => void;
};

/** The head of a model result (ANOVA, ANCOVA): caption, formula and the xlsx export. */
export function ModelResultBar({
  caption,
  model,
  modelTestId,
  isExporting,
  onExport,
}: ModelResultBarProps) {
  const { t } = useTranslation();
  return (
    <div className="pl-stat-result-bar">
      <h2 className="pl-model-heading">{caption}</h2>
      <code className="pl-model-formula" data-testid={modelTestId}>
        {model}
      </code>
      <Button
        className="pl-stat-export"
        data-testid="statistics-export"
        icon={<FileExcelOutlined aria-hidden />}
        loading={isExporting}
        onClick={onExport}
      >
        {t('statistics.exportXlsx')}
      </Button>
    </div>
  );
}
