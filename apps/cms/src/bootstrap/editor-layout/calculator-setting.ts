import type { EditorLayout } from './types';

const bonus = (level: string) => ({
  label: `Bono ${level} (%)`,
  description: `Porcentaje que la calculadora suma a los ingresos en el nivel «${level}».`,
});

export const calculatorSetting: EditorLayout = {
  uid: 'api::calculator-setting.calculator-setting',
  mainField: 'currency',
  fields: {
    hourlyRate: {
      label: 'Tarifa por hora',
      description: 'Lo que la calculadora paga por cada hora de trabajo del manager.',
    },
    perRecruitRate: {
      label: 'Tarifa por reclutado',
      description: 'Lo que la calculadora paga por cada creador reclutado.',
    },
    weeksPerMonth: {
      label: 'Semanas por mes',
      description: 'Con cuántas semanas pasa la calculadora de ingresos semanales a mensuales.',
    },
    currency: {
      label: 'Moneda',
      description: 'Código de tres letras de la moneda de los resultados (USD, COP, EUR...).',
      placeholder: 'USD',
    },
    bonusBeginner: bonus('principiante'),
    bonusBasic: bonus('básico'),
    bonusIntermediate: bonus('intermedio'),
    bonusAdvanced: bonus('avanzado'),
    bonusExpert: bonus('experto'),
  },
  edit: [
    ['hourlyRate', 'perRecruitRate', 'weeksPerMonth'],
    ['currency'],
    ['bonusBeginner', 'bonusBasic', 'bonusIntermediate'],
    ['bonusAdvanced', 'bonusExpert'],
  ],
};
