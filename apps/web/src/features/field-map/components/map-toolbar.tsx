import {
  BorderOuterOutlined,
  DragOutlined,
  OrderedListOutlined,
  PrinterOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
} from '@ant-design/icons';
import type { FieldMap } from '@plotline/contract/field-maps-grid';
import type { ColoringData } from '@plotline/contract/plots';
import { Button, Flex, Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColoringChoice, SoilParamOption } from '../api/get-map-coloring.ts';
import type { CellText } from '../utils/draw-map.ts';
import { ClearNumberingButton } from './clear-numbering-button.tsx';
import { MapColoringSelect } from './map-coloring-select.tsx';
import { MapWidthControl } from './map-width-control.tsx';

type MapToolbarProps = {
  map: FieldMap;
  fieldId: number;
  yearId: number;
  text: CellText;
  onTextChange: (text: CellText) => void;
  coloringData: ColoringData | undefined;
  coloring: ColoringChoice | null;
  onColoringChange: (choice: ColoringChoice | null) => void;
  /** Soil parameters of the season's year the map may be coloured by. */
  soilParams?: readonly SoilParamOption[];
  isEditable: boolean;
  onEditableChange: (isEditable: boolean) => void;
  isChanging: boolean;
  onReflow: (width: number) => void;
  onRotate: (direction: 'clockwise' | 'counterclockwise') => void;
  onNumber: () => void;
  onFit: () => void;
  onPrint: () => void;
  /** Labels were written or cleared: the plot tables must reload. */
  onLabelsChanged: () => void;
};

/** The map's tools: what plots show, colouring, width, rotation, numbering, layout, print. */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation();
  const { map } = props;
  const isEmpty = map.meta_info.count_of_plots === 0;
  const textOptions: { label: string; value: CellText }[] = [
    { label: t('fieldMap.text.label'), value: 'label' },
    { label: t('fieldMap.text.name'), value: 'name' },
    { label: t('fieldMap.text.line'), value: 'line' },
  ];
  return (
    <Flex wrap gap="small" align="center" className="pl-map-toolbar" data-testid="map-toolbar">
      <Segmented<CellText>
        aria-label={t('fieldMap.text.title')}
        data-testid="map-text"
        options={textOptions}
        value={props.text}
        onChange={props.onTextChange}
      />
      <MapColoringSelect
        data={props.coloringData}
        value={props.coloring}
        onChange={props.onColoringChange}
        soilParams={props.soilParams}
      />
      <MapWidthControl
        width={map.max_length_per_list}
        isPending={props.isChanging}
        disabled={isEmpty}
        onReflow={props.onReflow}
      />
      <Tooltip title={t('fieldMap.rotateLeft')}>
        <Button
          aria-label={t('fieldMap.rotateLeft')}
          data-testid="map-rotate-left"
          icon={<RotateLeftOutlined aria-hidden />}
          disabled={isEmpty || props.isChanging}
          onClick={() => props.onRotate('counterclockwise')}
        />
      </Tooltip>
      <Tooltip title={t('fieldMap.rotateRight')}>
        <Button
          aria-label={t('fieldMap.rotateRight')}
          data-testid="map-rotate-right"
          icon={<RotateRightOutlined aria-hidden />}
          disabled={isEmpty || props.isChanging}
          onClick={() => props.onRotate('clockwise')}
        />
      </Tooltip>
      <Button
        data-testid="map-numbering"
        icon={<OrderedListOutlined aria-hidden />}
        disabled={isEmpty}
        onClick={props.onNumber}
      >
        {t('fieldMap.numbering')}
      </Button>
      <ClearNumberingButton
        fieldId={props.fieldId}
        yearId={props.yearId}
        disabled={isEmpty}
        onChanged={props.onLabelsChanged}
      />
      <Button
        data-testid="map-edit"
        type={props.isEditable ? 'primary' : 'default'}
        aria-pressed={props.isEditable}
        icon={<DragOutlined aria-hidden />}
        disabled={isEmpty}
        onClick={() => props.onEditableChange(!props.isEditable)}
      >
        {t('fieldMap.movePlots')}
      </Button>
      <Tooltip title={t('fieldMap.fitHint')}>
        <Button
          aria-label={t('fieldMap.fit')}
          icon={<BorderOuterOutlined aria-hidden />}
          onClick={props.onFit}
        />
      </Tooltip>
      <Button
        data-testid="map-print"
        icon={<PrinterOutlined aria-hidden />}
        disabled={isEmpty}
        onClick={props.onPrint}
      >
        {t('fieldMap.print.button')}
      </Button>
    </Flex>
  );
}
