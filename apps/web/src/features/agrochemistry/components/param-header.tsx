import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AgroParam } from '@plotline/contract/meteo';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { paramTitle } from '../utils/param-kinds.ts';

type ParamHeaderProps = {
  param: AgroParam;
  onRename: (param: AgroParam) => void;
  onDelete: (param: AgroParam) => void;
};

/** A soil parameter's name and unit; renamed and deleted here by who manages it. */
export function ParamHeader({ param, onRename, onDelete }: ParamHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex
      align="center"
      gap={4}
      justify="space-between"
      data-testid="agro-param"
      data-id={param.id}
    >
      <span className="pl-agro-param-name">{paramTitle(param)}</span>
      {param.can_manage && (
        <span className="pl-agro-param-actions">
          <Tooltip title={t('agrochemistry.params.rename')}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('agrochemistry.params.renameOne', { name: param.name })}
              onClick={() => onRename(param)}
              data-testid="agro-param-rename"
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('agrochemistry.params.deleteOne', { name: param.name })}
              onClick={() => onDelete(param)}
              data-testid="agro-param-delete"
            />
          </Tooltip>
        </span>
      )}
    </Flex>
  );
}
